"""Export every photo the roll lists without checking where it is: a listed path may be elsewhere."""
import clauz3
from tools.darkroom.trusted import contracts as darkroom
from tools.darkroom.trusted.effects import export_photo, list_roll


@clauz3.guarantee(darkroom.exports_only_from(clauz3.DirectoryPath("rolls/r12")))
def main() -> None:
    for photo in list_roll("rolls/r12"):
        export_photo(photo, 80)
