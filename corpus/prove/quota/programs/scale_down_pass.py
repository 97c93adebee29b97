"""Scale web to ten replicas and release the replicas actually granted (ensures bounds the result)."""
import clauz3
from tools.quota.trusted import contracts as quota
from tools.quota.trusted.effects import release, scale


@clauz3.guarantee(quota.projects_only(["web"]))
def main() -> None:
    granted = scale("web", 10)
    if granted > 0:
        release("web", granted)
