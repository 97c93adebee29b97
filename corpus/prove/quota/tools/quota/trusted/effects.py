"""Trusted cloud-quota effects for the `quota` domain (a simulated control plane)."""
import clauz3

_PLANE: list[tuple[str, str, int]] = []


@clauz3.requires(lambda project, vcpus, region: 1 <= vcpus <= 64)
@clauz3.ensures(lambda project, vcpus, region, result: len(result) > 0)
@clauz3.trusted
def provision(project: str, vcpus: int, region: str) -> str:
    _PLANE.append(("provision", project, vcpus))
    return f"vm-{project}-{len(_PLANE)}"


@clauz3.requires(lambda project, vcpus: vcpus > 0)
@clauz3.trusted
def release(project: str, vcpus: int) -> None:
    _PLANE.append(("release", project, vcpus))


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def free_vcpus(region: str) -> int:
    return 48


@clauz3.requires(lambda project, replicas: 0 <= replicas <= 20)
@clauz3.ensures(lambda project, replicas, result: 0 <= result <= replicas)
@clauz3.trusted
def scale(project: str, replicas: int) -> int:
    return replicas


@clauz3.trusted
def billing_enabled(project: str) -> bool:
    return True


@clauz3.ensures(lambda result: 0.0 < result < 5.0)
@clauz3.trusted
def hourly_price(region: str) -> float:
    return 0.42


@clauz3.requires(lambda project, threshold: 0.0 < threshold <= 1.0)
@clauz3.trusted
def set_budget_alert(project: str, threshold: float) -> None:
    _PLANE.append(("alert", project, 0))
