import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Vent


@clauz3.trusted
@performs(lambda chamber, degrees: Heat(chamber, degrees))
def heat(chamber: str, degrees: int = 3) -> None: ...
