"""The env library's one effect: reading an environment variable of the running process.

Contracts in ``contracts.py`` say which names a program may read, the usual guard for a
program near API keys and other secrets.
"""

import clauz3


@clauz3.requires(lambda name: len(name) > 0, message="env var name must be non-empty")
@clauz3.trusted
def read_env(name: str) -> str:
    """The value of the variable ``name``, or ``""`` when it is not set."""
    ...
