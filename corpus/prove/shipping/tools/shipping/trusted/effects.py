"""Trusted parcel-shipping effects for the `shipping` domain (a simulated carrier API)."""
import clauz3

_MANIFEST: list[tuple[str, str, int]] = []


@clauz3.requires(lambda parcel, carrier, grams: 0 < grams <= 30_000)
@clauz3.trusted
def ship(parcel: str, carrier: str, grams: int) -> str:
    _MANIFEST.append((parcel, carrier, grams))
    return "TRK" + str(len(_MANIFEST))


@clauz3.requires(lambda parcel, country: len(country) == 2)
@clauz3.trusted
def label(parcel: str, country: str) -> None:
    _MANIFEST.append((parcel, country, 0))


@clauz3.ensures(lambda result: 0 < result <= 5_000)
@clauz3.trusted
def rate(carrier: str, grams: int) -> int:
    return 690


@clauz3.trusted
def hold(parcel: str, reason: str) -> None:
    _MANIFEST.append((parcel, "hold", 0))


@clauz3.ensures(lambda result: 0 <= result <= 40_000)
@clauz3.trusted
def weigh(parcel: str) -> int:
    return 1_250


@clauz3.requires(lambda parcel, cents: 0 < cents <= 100_000)
@clauz3.trusted
def insure(parcel: str, cents: int) -> None:
    _MANIFEST.append((parcel, "insured", cents))


@clauz3.trusted
def customs_ok(parcel: str, country: str) -> bool:
    return True
