"""The plain bank played at random through companion's conformance kit: money conserved,
replay, undo and redo, the JSON shape, every word through a catalog, public imports only."""


def test_the_plain_bank_keeps_companions_rules(companion_conformance):
    companion_conformance("plainbank", plays=4, actions=40)
