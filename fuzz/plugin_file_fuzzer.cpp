// The check a plugin file passes before the loader maps it: any bytes are
// refused with a reason or accepted; what it accepts has every loaded
// segment inside the file (checked here again, independently).
#include <elf.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "elf_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string path = "/tmp/djed-fuzz-plugin-" + std::to_string(getpid()) + ".so";
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(data),
                                                                static_cast<std::streamsize>(size));
  const auto checked = djed::check_elf_file(path);
  if (!checked.ok()) {
    if (checked.message().empty()) std::abort();
    return 0;
  }
  Elf64_Ehdr header;
  if (size < sizeof header) std::abort();
  std::memcpy(&header, data, sizeof header);
  for (unsigned i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    const std::uint64_t at = header.e_phoff + std::uint64_t{i} * sizeof segment;
    if (at + sizeof segment > size) std::abort();
    std::memcpy(&segment, data + at, sizeof segment);
    if (segment.p_type == PT_LOAD && (segment.p_offset > size || segment.p_filesz > size - segment.p_offset)) {
      std::fprintf(stderr, "accepted a segment past the end of the file\n");
      std::abort();
    }
  }
  return 0;
}
