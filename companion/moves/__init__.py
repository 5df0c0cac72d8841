"""The move layer: a game file opened once (`context`), and the players' requests rehearsed,
said and carried out through the game's own commands (`asking`). The command line and the
table's server both call it; it imports neither (tests/test_architecture.py)."""
