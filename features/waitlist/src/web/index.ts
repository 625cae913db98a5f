// No other workspace uses this feature's web code: the shell mounts it through ./manifest.
export {};
