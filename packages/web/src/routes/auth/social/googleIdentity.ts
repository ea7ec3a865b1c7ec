// Google Identity Services, isolated here: the only code that loads a script from Google. It
// hands back the ID token ("credential") of the account the player picks; everything after that
// is ours (POST /user/auth/social). It needs the internet, so it cannot run in tests: components take the request as a prop.
const scriptUrl = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentityApi {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: 'popup';
      }): void;
      prompt(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityApi;
  }
}

let loading: Promise<GoogleIdentityApi> | undefined;

function loadScript(): Promise<GoogleIdentityApi> {
  loading ??= new Promise<GoogleIdentityApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no GIS')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`Could not load ${scriptUrl}`));
    };
    document.head.append(script);
  });
  return loading;
}

export type GoogleIdTokenRequest = (clientId: string) => Promise<string>;

/** Asks Google for the player's ID token (Google shows its own account chooser). */
export const requestGoogleIdToken: GoogleIdTokenRequest = async (clientId) => {
  const google = await loadScript();
  return new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: ({ credential }) =>
        credential ? resolve(credential) : reject(new Error('No credential from Google')),
    });
    google.accounts.id.prompt();
  });
};
