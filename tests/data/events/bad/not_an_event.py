import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Vent


@clauz3.trusted
@performs(lambda chamber: [Vent(chamber), "x"])
def vent(chamber: str) -> None: ...
