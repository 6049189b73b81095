#pragma once
// Checks a plugin file before the loader maps it. The dynamic loader trusts
// the file's tables: a library cut short (a failed copy, a full disk) makes it
// touch pages past the end of the file, and the process dies of SIGBUS
// inside dlopen before anything can be reported. Reading the headers first
// turns that into an ordinary load failure with its reason.
#include <filesystem>

#include "djed/result.hpp"

namespace djed {

// Refuses anything that is not a complete ELF shared library of this
// machine's kind: every loaded segment, the program headers and the section
// headers must lie inside the file.
Result<void> check_elf_file(const std::filesystem::path& file);

}  // namespace djed
