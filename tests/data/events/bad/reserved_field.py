import clauz3
from clauz3.events import performs

from tools.kiln.trusted.events import Heat, Vent


class Bad(Heat):
    count: int


@clauz3.trusted
@performs(lambda chamber: Vent(chamber))
def vent(chamber: str) -> None: ...
