"""Name the working directory as the export folder: the contract helper refuses the argument."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo


@clauz3.guarantee(darkroom.exports_only_from(clauz3.DirectoryPath(".")))
def main() -> None:
    export_photo("a.jpg", 50)
