"""The one place English counts of things are written: `plural(3, "house")` is "3 houses"."""

_IRREGULAR = {"Faradinar": "Faradinars", "child": "children", "person": "people"}


def plural(n: int, singular: str, many: str | None = None) -> str:
    """`n` and the noun in the form the count asks for: 1 house, 0 houses, 2 houses."""
    return f"{n} {noun(n, singular, many)}"


def noun(n: int, singular: str, many: str | None = None) -> str:
    """The noun alone in the form the count `n` asks for: "plot 16", "plots 10, 16"."""
    if n == 1:
        return singular
    return many or _IRREGULAR.get(singular) or _regular(singular)


def _regular(word: str) -> str:
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"
