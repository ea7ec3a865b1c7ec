// The inventory screens, one chunk: they share the catalogue and the item pictures.
export { EquipmentPage } from './EquipmentPage.tsx';
export { ItemsPage } from './ItemsPage.tsx';
export { StablePage } from './StablePage.tsx';
