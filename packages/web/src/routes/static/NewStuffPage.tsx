import { readList, useLooseT } from './prose.ts';
import { ProsePage } from './ProsePage.tsx';
import styles from './ProsePage.module.css';

interface Post {
  date: string;
  heading: string;
  text: string;
}

/** The team's news, newest first. */
export function NewStuffPage() {
  const { read } = useLooseT('staticPages');
  const posts = readList<Post>(read, 'newStuff.posts');
  return (
    <ProsePage
      ns="staticPages"
      page="newStuff"
      lead={posts.map((post) => (
        <section key={post.heading} className={styles.card}>
          <h2>{post.heading}</h2>
          <p className={styles.muted}>{post.date}</p>
          <p>{post.text}</p>
        </section>
      ))}
    />
  );
}
