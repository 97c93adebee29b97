import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Purge, Vent


@clauz3.requires(lambda chamber, degrees: degrees > 0)
@clauz3.trusted
@performs(lambda chamber, degrees: Heat(chamber, degrees))
def heat(chamber: str, degrees: int) -> None: ...


@clauz3.trusted
@performs(lambda chamber: Vent(chamber=chamber))
def vent(chamber: str) -> None: ...


@clauz3.trusted
@performs(lambda chamber, degrees: [Purge(chamber), Heat(chamber, degrees)])
def flash_purge(chamber: str, degrees: int) -> None: ...


@clauz3.trusted
def log(text: str) -> None: ...


@clauz3.ensures(lambda result: len(result) <= 3)
@clauz3.trusted
def list_chambers(kiln: str) -> list[str]: ...
