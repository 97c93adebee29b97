"""Unlock each folder a query returns: the reference refuses fluent updates inside a query loop."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_folders, unlock_folder


@clauz3.guarantee(archive.no_folder_left_locked())
def main() -> None:
    for folder in list_folders("east"):
        unlock_folder(folder.path)
