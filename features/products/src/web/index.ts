// No other workspace uses this feature's web code: the slot it offers comes from its manifest (decision 029).
export {};
