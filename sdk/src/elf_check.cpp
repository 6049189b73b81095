#include "elf_check.hpp"

#include <elf.h>

#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace djed {

namespace {

// The ELF kind of this build: 64-bit, the host's byte order.
constexpr unsigned char kClass = ELFCLASS64;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
constexpr unsigned char kData = ELFDATA2LSB;
#else
constexpr unsigned char kData = ELFDATA2MSB;
#endif

bool inside(std::uint64_t offset, std::uint64_t length, std::uint64_t size) {
  return offset <= size && length <= size - offset;
}

}  // namespace

Result<void> check_elf_file(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) return make_error("not a regular file");
  const std::uint64_t size = std::filesystem::file_size(file, ec);
  if (ec) return make_error("cannot read its size: " + ec.message());
  std::ifstream in(file, std::ios::binary);
  if (!in) return make_error("cannot be opened for reading");

  Elf64_Ehdr header{};
  if (size < sizeof header || !in.read(reinterpret_cast<char*>(&header), sizeof header))
    return make_error("the file is shorter than an ELF header (" + std::to_string(size) +
                      " bytes)");
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0) return make_error("invalid ELF header");
  if (header.e_ident[EI_CLASS] != kClass) return make_error("not a 64-bit ELF library");
  if (header.e_ident[EI_DATA] != kData) return make_error("an ELF library of the other byte order");
  if (header.e_type != ET_DYN) return make_error("an ELF file, but not a shared library");
  if (header.e_phentsize != sizeof(Elf64_Phdr)) return make_error("damaged ELF header: program header size");

  const auto truncated = [&](const std::string& what) {
    return make_error("truncated or damaged library: " + what + " lies past the end of the file (" +
                      std::to_string(size) + " bytes)");
  };
  if (!inside(header.e_phoff, std::uint64_t{header.e_phnum} * sizeof(Elf64_Phdr), size))
    return truncated("the program header table");
  if (header.e_shoff != 0 && !inside(header.e_shoff, std::uint64_t{header.e_shnum} * header.e_shentsize, size))
    return truncated("the section header table");

  std::vector<Elf64_Phdr> segments(header.e_phnum);
  in.seekg(static_cast<std::streamoff>(header.e_phoff));
  if (!in.read(reinterpret_cast<char*>(segments.data()),
               static_cast<std::streamsize>(segments.size() * sizeof(Elf64_Phdr))))
    return truncated("the program header table");
  bool loads = false;
  for (const Elf64_Phdr& s : segments) {
    if (s.p_type != PT_LOAD && s.p_type != PT_DYNAMIC) continue;
    loads = loads || s.p_type == PT_LOAD;
    if (!inside(s.p_offset, s.p_filesz, size)) return truncated(s.p_type == PT_LOAD ? "a loaded segment" : "the dynamic section");
  }
  if (!loads) return make_error("damaged library: no loadable segment");
  return {};
}

}  // namespace djed
