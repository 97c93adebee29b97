"""The forge's effects."""
from __future__ import annotations

import clauz3
import deal
from clauz3 import events
from clauz3.fluent import effect as updates, fluent
from clauz3.paths import FilePath

from .events import Strike, Dunk
from .schemas import Billet

MAX_FORCE = 100
Lit = fluent("furnace_lit", key=str, value=bool, initial=False)


def _sane(force: int) -> bool:
    return 0 < force <= MAX_FORCE


@clauz3.requires(lambda anvil, force: _sane(force))
@clauz3.trusted
@events.performs(lambda anvil, force: Strike(anvil, force))
def strike(anvil: str, force: int) -> None:
    """Strike the anvil."""


@clauz3.trusted
@events.performs(lambda anvil: [Dunk(anvil)])
def dunk(anvil: str) -> None: ...


@clauz3.trusted
@updates(lambda furnace: Lit.set(furnace, True))
def light(furnace: str) -> None: ...


@clauz3.trusted
@updates(lambda furnace: Lit.set(furnace, False))
def douse(furnace: str) -> None: ...


@clauz3.ensures(lambda result: len(result) <= 5)
@clauz3.trusted
def billets(grade: str) -> list[Billet]: ...


@deal.pure
@clauz3.trusted
def log_path(name: FilePath) -> str: ...
