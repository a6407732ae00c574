export { FediverseSection } from './FediverseSection';
export { FediverseNotice } from './FediverseNotice';
