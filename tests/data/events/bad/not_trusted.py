import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Vent


@performs(lambda chamber: Vent(chamber))
def helper(chamber: str) -> None: ...
