import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat


@clauz3.trusted
@performs(lambda chamber: Heat(chamber))
def heat(chamber: str) -> None: ...
