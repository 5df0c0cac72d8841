"""On Guard played through the command line by a player trying to cheat the banker, and
the words the table reads on the way."""


def _new(cli) -> None:
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "1")


def test_a_pass_is_said_once(cli):
    _new(cli)
    cli.ok("first", "Ann", "build")
    out = cli.ok("pass", "Ann")
    assert out.count("Ann passes") == 1, out
