import clauz3
import tools.t.trusted.limits as lim
from .sub.deep import twice


@clauz3.requires(lambda n: lim.ok(n) and twice(n) < lim.TOP)
@clauz3.trusted
def go(n: int) -> None:
    ...
