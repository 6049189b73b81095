// The conformance suite as a whole program: the plugins named on the command
// line, every check for each of their games.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>

#include "djed/conformance.hpp"

namespace djed::conformance {

int main(int argc, char** argv, const std::vector<std::string>& places) {
  ::testing::InitGoogleTest(&argc, argv);  // leaves what is not GoogleTest's
  std::vector<std::string> chosen(argv + 1, argv + argc);
  if (chosen.empty()) chosen = places;
  if (chosen.empty()) {
    std::cerr << argv[0] << ": name the plugin files or folders to test\n";
    return 2;
  }
  PluginHost host;
  for (const std::string& name : chosen) {
    const std::filesystem::path place = name;
    std::error_code ec;
    if (std::filesystem::is_directory(place, ec))
      host.load_directory(place);
    else
      host.load_file(place);
  }
  for (const LoadFailure& f : host.failures()) std::cerr << f.file.string() << ": " << f.reason << "\n";
  if (!host.failures().empty()) return 2;
  if (host.games().empty()) {
    std::cerr << argv[0] << ": no game in";
    for (const std::string& name : chosen) std::cerr << " " << name;
    std::cerr << "\n";
    return 2;
  }
  register_tests(host);
  return RUN_ALL_TESTS();
}

}  // namespace djed::conformance
