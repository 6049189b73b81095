#pragma once
// Plugins that failed to load, with the reason, for the launcher's panel.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "game_catalog.hpp"

namespace djed::gui {

class LoadProblemModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Filled by the application from the plugin host")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role { FileRole = Qt::UserRole + 1, ReasonRole };
  explicit LoadProblemModel(QObject* parent = nullptr);

  void reset(std::vector<LoadProblem> problems);
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  void countChanged();

 private:
  std::vector<LoadProblem> problems_;
};

}  // namespace djed::gui
