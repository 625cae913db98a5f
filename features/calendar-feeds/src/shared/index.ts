// No other workspace uses this feature's shared code yet; export here what one comes to need.
export {};
