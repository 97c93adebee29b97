import clauz3

@clauz3.requires(lambda bed, litres: litres > 0)
@clauz3.trusted
def water(bed: str, litres: int) -> None: ...

@clauz3.trusted
def notify(who: str, text: str) -> None: ...

@clauz3.ensures(lambda result: 0 <= result <= 100)
@clauz3.trusted
def soil_moisture(bed: str) -> int: ...


@clauz3.trusted
def read_log(bed: str) -> int: ...


@clauz3.trusted
def plant(bed: str, seed: str, rows: int) -> None: ...


@clauz3.trusted
def mow(bed: str, dry_run: bool = True) -> None: ...
