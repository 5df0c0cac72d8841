"""companion's conformance kit (companion.testing) for this package's tests."""

pytest_plugins = ["companion.testing"]
