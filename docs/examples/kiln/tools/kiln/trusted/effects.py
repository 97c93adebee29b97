import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Purge


@clauz3.requires(lambda chamber, degrees: degrees > 0)
@clauz3.trusted
@performs(lambda chamber, degrees: Heat(chamber, degrees))
def heat(chamber: str, degrees: int) -> None: ...


@clauz3.requires(lambda chamber, degrees: degrees > 0)
@clauz3.trusted
@performs(lambda chamber, degrees: [Purge(chamber), Heat(chamber, degrees)])
def flash_purge(chamber: str, degrees: int) -> None: ...
