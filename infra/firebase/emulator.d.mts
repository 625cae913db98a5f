export declare const EMULATOR_HOST: string;
export declare const PROJECT_ID: string;
export declare function isEmulatorUp(host?: string): Promise<boolean>;
export declare function startAuthEmulator(options?: {
  importDir?: string;
  exportOnExit?: boolean;
  log?: (line: string) => void;
}): Promise<{ host: string; projectId: string; stop(): Promise<void> }>;
