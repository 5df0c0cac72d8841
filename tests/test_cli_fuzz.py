"""Random command lines never crash: every outcome is success or one clear error line."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.conftest import Cli

TOKENS = ["Ann", "Bob", "bo", "Zed", "", " ", "-5", "0", "1", "7", "99", "500k", "1.2M", "abc",
          "A1", "K11", "L3", "C3+C4", "A1+A3", "housing", "shops", "hotel", "take", "repay",
          "harvest", "end-of-year", "land-tax", "Oakfield", "Broadway", "Mother Earth", "40",
          "--winner", "--price", "--no-bid", "--for", "--plot", "--cell", "--active", "--json",
          "--back", "--average", "--votes", "Ann,Bob", "3,4", "6,6", "--pay", "--dice", "é", "'"]
COMMANDS = {
    "discretion": ["status", "log", "undo", "redo", "score", "pay", "count", "plots", "board",
                   "auction", "build", "demolish", "loan", "shark", "event", "draw", "next",
                   "forfeit", "bankrupt"],
    "landlords-1906": ["status", "log", "undo", "redo", "score", "pay", "count", "deal", "buy",
                       "decline", "move", "land", "build", "sell", "jail", "speculate", "trust",
                       "chance", "poorhouse", "opportunity", "single-tax", "board"],
}


@pytest.mark.parametrize("game", list(COMMANDS))
def test_random_command_lines_end_cleanly(tmp_path_factory, game):
    cli = Cli(tmp_path_factory.mktemp("fuzz") / "g.db")
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "3")
    lines = st.lists(st.tuples(st.sampled_from(COMMANDS[game]),
                               st.lists(st.sampled_from(TOKENS), max_size=4)),
                     min_size=1, max_size=12)

    @settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
    @given(lines)
    def run(commands):
        for command, args in commands:
            result = cli(command, *args)
            assert result.code in (0, 1, 2), (command, args, result)
            assert "Traceback" not in result.err and "internal error" not in result.err, \
                (command, args, result.err)
            if result.code:
                assert result.err.startswith("error: ") and result.err.count("\n") == 1, \
                    (command, args, result.err)

    run()
