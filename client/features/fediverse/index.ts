export { FediverseSection } from './FediverseSection';
