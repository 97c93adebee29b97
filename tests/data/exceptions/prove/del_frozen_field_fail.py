# prove: failed FrozenInstanceError
# Deleting a field of a frozen dataclass on one branch raises FrozenInstanceError.
from dataclasses import dataclass


@dataclass(frozen=True)
class Grant:
    user: str
    scope: str = "read"


def main(admin: bool) -> str:
    g = Grant("ann")
    if admin:
        del g.scope
    return g.user
