// No other workspace uses this feature's shared code: its texts and rules serve its own screens and pages.
export {};
