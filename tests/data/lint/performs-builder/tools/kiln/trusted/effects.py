import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat


@clauz3.trusted
@performs(lambda chamber, degrees: Heat(chamber, degrees * 2))
def heat(chamber: str, degrees: int) -> None: ...
