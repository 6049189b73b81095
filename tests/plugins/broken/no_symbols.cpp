// A valid shared library that is not a Djed plugin at all.
extern "C" __attribute__((visibility("default"))) int djed_test_unrelated_function() { return 42; }
