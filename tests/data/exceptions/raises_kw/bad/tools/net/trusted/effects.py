import clauz3


@clauz3.trusted(retries=3)
def fetch(url: str) -> int:
    ...


@clauz3.trusted
def record(status: int) -> None:
    ...
