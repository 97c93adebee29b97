"""Export the roll's three keepers by their plain names: every export stays inside the roll."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo


@clauz3.guarantee(darkroom.exports_only_from(clauz3.DirectoryPath("rolls/r12")))
def main() -> None:
    for name in ["dunes", "pier", "gull"]:
        export_photo(f"rolls/r12/{name}.jpg", 80)
