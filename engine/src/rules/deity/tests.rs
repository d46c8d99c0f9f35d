//! Rule tests for Deity.
