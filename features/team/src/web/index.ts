// No other workspace uses this feature's web code: the shell mounts it through ./manifest (the team page takes
// ProfessionalsSection from its own file).
export {};
