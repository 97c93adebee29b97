"""Contracts over the darkroom: which photos may be exported, published or erased."""
from clauz3 import FilePath
from clauz3.paths import DirectoryPath
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect

from .effects import erase
from .events import Erase, Export, Publish
from .naming import folder_prefix


Erasing = effect(erase)


def _folder(directory: DirectoryPath) -> str:
    if type(directory) is not DirectoryPath:
        raise TypeError("directory must be a DirectoryPath literal")
    return folder_prefix(directory.value)


def _names(files: list[FilePath]) -> list[str]:
    if type(files) is not list or any(type(f) is not FilePath for f in files):
        raise TypeError("files must be a list of FilePath literals")
    return [f.value.removeprefix("./") for f in files]


@contract(description="Photos are exported or published only from inside {directory}.")
def exports_only_from(directory: DirectoryPath) -> ContractSpec:
    prefix = _folder(directory)
    return Export.all(lambda e: e.path.startswith(prefix))


@contract(description="Only the photos {files} are published.")
def publishes_only(files: list[FilePath]) -> ContractSpec:
    names = _names(files)
    return Publish.all(lambda p: p.path in names)


@contract(description="No photo is erased, and at most {n} are exported or published.")
def keeps_everything(n: int) -> ContractSpec:
    if n < 0:
        raise ValueError("n must not be negative")
    return ConjunctionSpec((Erase.empty(), Export.count() <= n))


@contract(description="Erasing is always confirmed explicitly.")
def erases_only_confirmed() -> ContractSpec:
    return Erasing.all(lambda e: e.confirm == True)
