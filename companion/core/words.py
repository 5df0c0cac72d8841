"""English counts of things for game texts not yet in a catalog: `plural(3, "house")` is
"3 houses".

Words people read go through a catalog: a count is `ngettext("{n} house", "{n} houses",
n).format(n=n)` of the area's catalog, which knows each language's forms (Polish has three;
docs/languages.md). These helpers write English only, the regular way (house, houses;
city, cities; tax, taxes); an irregular plural is written out by its caller
(`plural(n, "child", "children")`), as a catalog message writes both forms.
"""


def plural(n: int, singular: str, many: str | None = None) -> str:
    """`n` and the noun in the form the count asks for: 1 house, 0 houses, 2 houses."""
    return f"{n} {noun(n, singular, many)}"


def noun(n: int, singular: str, many: str | None = None) -> str:
    """The noun alone in the form the count `n` asks for: "plot 16", "plots 10, 16"."""
    if n == 1:
        return singular
    return many or _regular(singular)


def _regular(word: str) -> str:
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"
