"""A network effect whose real body may time out, declared with `@deal.raises`."""
import clauz3
import deal


class SlowServer(TimeoutError):
    """The layer's own subclass: the program sees its builtin base."""


@deal.raises(TimeoutError)
@clauz3.trusted
def fetch(url: str) -> int:
    if "slow" in url:
        raise SlowServer("no answer from " + url)
    return 200


@clauz3.trusted
def broken(url: str) -> int:
    raise TimeoutError("undeclared")


@clauz3.trusted(raises=[TimeoutError, ConnectionError])
def lookup(url: str) -> int:
    """The same, declared with clauz3's own `raises=`."""
    if "slow" in url:
        raise SlowServer("no answer from " + url)
    return 200
