export interface Screen {
  path: string;
  component: string;
  module: string;
}
export function screensOf(role: string): Screen[];
export const ROLES: string[];
