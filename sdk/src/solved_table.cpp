#include "djed/solved_table.hpp"

#include <cstring>
#include <fstream>

namespace djed::solve {
namespace {

constexpr char kMagic[8] = {'D', 'J', 'E', 'D', 'S', 'O', 'L', 'V'};

void put64(std::ofstream& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.put(static_cast<char>((v >> (8 * i)) & 0xFF));
}
bool get64(std::ifstream& in, std::uint64_t& v) {
  v = 0;
  for (int i = 0; i < 8; ++i) {
    const int c = in.get();
    if (c == EOF) return false;
    v |= static_cast<std::uint64_t>(static_cast<unsigned char>(c)) << (8 * i);
  }
  return true;
}

}  // namespace

std::uint64_t checksum(const std::vector<std::uint8_t>& values) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::uint8_t v : values) {
    h ^= v;
    h *= 0x100000001b3ULL;
  }
  return h;
}

Result<void> write_table(const std::filesystem::path& file, const SolvedTable& table) {
  const std::filesystem::path temporary = file.string() + ".partial";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return make_error(file.string() + ": cannot be written");
    out.write(kMagic, sizeof kMagic);
    put64(out, kTableFormat);
    put64(out, table.game.size());
    out.write(table.game.data(), static_cast<std::streamsize>(table.game.size()));
    put64(out, table.rules);
    put64(out, table.values.size());
    put64(out, checksum(table.values));
    out.write(reinterpret_cast<const char*>(table.values.data()), static_cast<std::streamsize>(table.values.size()));
    if (!out.flush()) return make_error(file.string() + ": writing failed (disk full?)");
  }
  std::error_code ec;
  std::filesystem::rename(temporary, file, ec);
  if (ec) return make_error(file.string() + ": " + ec.message());
  return {};
}

Result<SolvedTable> read_table(const std::filesystem::path& file, const std::string& game) {
  const std::string name = file.string();
  std::ifstream in(file, std::ios::binary);
  if (!in) return make_error(name + ": cannot be opened");
  char magic[sizeof kMagic];
  if (!in.read(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0)
    return make_error(name + ": not a solved-game table");
  std::uint64_t format = 0, name_size = 0, count = 0, sum = 0;
  if (!get64(in, format)) return make_error(name + ": cut short in its header");
  if (format != kTableFormat)
    return make_error(name + ": table format " + std::to_string(format) + ", this program reads " +
                      std::to_string(kTableFormat));
  if (!get64(in, name_size) || name_size > 256) return make_error(name + ": damaged header");
  SolvedTable table;
  table.game.resize(name_size);
  if (!in.read(table.game.data(), static_cast<std::streamsize>(name_size)))
    return make_error(name + ": cut short in its header");
  if (table.game != game) return make_error(name + ": a table of '" + table.game + "', not of '" + game + "'");
  if (!get64(in, table.rules) || !get64(in, count) || !get64(in, sum))
    return make_error(name + ": cut short in its header");
  const auto here = in.tellg();
  in.seekg(0, std::ios::end);
  const auto left = static_cast<std::uint64_t>(in.tellg() - here);
  if (left != count)
    return make_error(name + ": holds " + std::to_string(left) + " values, its header says " + std::to_string(count));
  in.seekg(here);
  table.values.resize(count);
  if (!in.read(reinterpret_cast<char*>(table.values.data()), static_cast<std::streamsize>(count)))
    return make_error(name + ": cannot be read");
  if (checksum(table.values) != sum) return make_error(name + ": damaged (the checksum disagrees)");
  return table;
}

}  // namespace djed::solve
