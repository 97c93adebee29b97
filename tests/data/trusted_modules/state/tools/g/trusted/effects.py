import clauz3

_SENT = 0


@clauz3.requires(lambda n: _SENT + n <= 3)
@clauz3.trusted
def send(n: int) -> None:
    global _SENT
    _SENT += n
