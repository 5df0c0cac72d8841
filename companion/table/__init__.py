"""At the table: read-only views of a game file (the live page, the report, exports)."""
